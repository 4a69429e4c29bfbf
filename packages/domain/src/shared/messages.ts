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
  uploadMissing: '请选择要上传的文件',
  uploadContentMismatch: '文件内容与扩展名不符',
  uploadAttachTypes: '上传文件只能是 jpg、jpeg、png、bmp、webp、gif、svg、pdf、doc、docx!',
  uploadImageTooLarge4mb: '上传图片大小不能超过 4MB!',
  uploadKindInvalid: '上传类型有误',
  uploadMalformed: '上传内容不完整或格式有误，请重新上传',
  fileLinkInvalid: '文件链接无效或已过期',
  illegalChars: '请输入合法字符',
  max50: '请最多输入50个字符',
  timeout: '操作超时，请重新操作',
  cancelled: '取消操作了',
  notReady: '服务暂不可用，请稍后再试',
} as const;

/** What a success toast says: what happened, not only that it worked. */
export const doneMessages = {
  saved: '已保存',
  tempSaved: '已暂存',
  submitted: '已提交',
  removed: '已删除',
  signed: '已签章',
  passed: '已通过',
  rejected: '已驳回',
  finishedInspection: '已完成公检',
  copiedOwner: '已复制为货主企业',
  mapped: '已映射仓储物',
  rolesGranted: '已配置角色',
  grantsSaved: '已保存权限',
  passwordReset: '已重置密码',
  applied: '已提交申请',
  autoSignOn: '已开启静默签章',
  autoSignOff: '已关闭静默签章',
  advanced: '已推进一步',
  transferred: '已打款到账',
  scanConfirmed: '已确认扫码',
  scanCancelled: '已取消扫码',
  sealOpened: '已开通签章',
} as const;

/** The question before a move that cannot be undone. */
export const confirmMessages = {
  pass: '确定审核通过？通过后不能撤回。',
  reject: '确定驳回？驳回后需对方修改后重新提交。',
  submit: '确定提交？提交后等待审核，期间不能修改。',
} as const;

export const authMessages = {
  badCredentials: '账号或密码错误',
  tenantMissing: '租户不存在或已停用',
  userDisabled: '账号已被停用，请联系管理员',
  locked: (minutes: number) => `登录失败次数过多，账号已被锁定，请${minutes}分钟后再试`,
  addressLocked: (minutes: number) => `该地址登录失败次数过多，请${minutes}分钟后再试`,
  /** The old password of a password change, guessed too often (the same lock as log-in). */
  passwordLocked: (minutes: number) => `原密码错误次数过多，请${minutes}分钟后再试`,
  /** Query strings end up in access logs and browser history. */
  credentialsInQuery: '密码和刷新令牌只能放在请求体中提交，不能放在网址参数里',
  refreshInvalid: '登录已失效，请重新登录',
  tokenMissing: '请先登录',
  tokenExpired: '登录已过期，请重新登录',
  tokenInvalid: '登录凭证无效，请重新登录',
} as const;
