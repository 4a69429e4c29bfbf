/** Messages shared by every screen (spec 1 §5, §8; spec 3 §5, §8). */
export const commonMessages = {
  success: '操作成功',
  successBang: '操作成功!',
  successAsync: '操作成功,请稍后查看结果',
  selectAtLeastOne: '请选择至少一条数据!',
  selectOnlyOne: '只能选择一条数据!',
  confirmDelete: '确定将选择数据删除?',
  uploadImageTypes: '上传文件只能是 jpg、jpeg、png!',
  uploadEmpty: '上传文件[文件内容]不能为空!',
  uploadTooLarge5mb: '上传文件不能超过5MB!',
  uploadLogoTooLarge: '上传logo大小不能超过 4Mb!',
  uploadFailed: '上传失败',
  illegalChars: '请输入合法字符',
  max50: '请最多输入50个字符',
  timeout: '操作超时，请重新操作',
  cancelled: '取消操作了',
} as const;

export const authMessages = {
  badCredentials: '账号或密码错误',
  tenantMissing: '租户不存在或已停用',
  userDisabled: '账号已被停用，请联系管理员',
  locked: (minutes: number) => `登录失败次数过多，账号已被锁定，请${minutes}分钟后再试`,
  addressLocked: (minutes: number) => `该地址登录失败次数过多，请${minutes}分钟后再试`,
  refreshInvalid: '登录已失效，请重新登录',
  tokenMissing: '请先登录',
  tokenExpired: '登录已过期，请重新登录',
  tokenInvalid: '登录凭证无效，请重新登录',
} as const;
