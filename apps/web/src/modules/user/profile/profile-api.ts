import type { PasswordForm, ProfileForm } from '@kc/domain/user/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { sessionKeys } from '../../../app/session-queries';

export type UploadedFile = { attachId: string; link: string };

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadedFile>('/api/kc-resource/oss/endpoint/put-file-attach', body);
};

/** The top bar reads name and avatar from the current user's info, so a save refreshes it. */
export const useUpdateInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => api.post('/api/kc-user/update-info', form),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user() }),
  });
};

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (form: PasswordForm) => api.post('/api/kc-user/update-password', form) });
