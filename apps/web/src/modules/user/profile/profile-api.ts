import { fileRoutes } from '@kc/domain/files/files-routes';
import type { PasswordForm, ProfileForm } from '@kc/domain/user/profile';
import { profileRoutes as routes } from '@kc/domain/user/profile-routes';
import { call, callForm } from '../../../app/api-client';
import { useRefreshingMutation } from '../../../app/query-keys';
import { sessionKeys } from '../../../app/session-queries';

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return callForm(fileRoutes.attach, body);
};

/** The top bar reads name and avatar from the current user's info, so a save refreshes it. */
export const useUpdateInfo = () => {
  return useRefreshingMutation({
    mutationFn: (form: ProfileForm) => call(routes.updateInfo, form),
    refreshes: [sessionKeys.user()],
  });
};

export const useUpdatePassword = () =>
  useRefreshingMutation({ mutationFn: (form: PasswordForm) => call(routes.updatePassword, form) });
