import { fileRoutes } from '@kc/domain/files/files-routes';
import type { PasswordForm, ProfileForm } from '@kc/domain/user/profile';
import { profileRoutes as routes } from '@kc/domain/user/profile-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callForm } from '../../../app/api-client';
import { sessionKeys } from '../../../app/session-queries';

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return callForm(fileRoutes.attach, body);
};

/** The top bar reads name and avatar from the current user's info, so a save refreshes it. */
export const useUpdateInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => call(routes.updateInfo, form),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user() }),
  });
};

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (form: PasswordForm) => call(routes.updatePassword, form) });
