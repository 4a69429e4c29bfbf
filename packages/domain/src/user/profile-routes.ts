import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { passwordForm, profileForm } from './profile';

/** A user's own profile (个人信息, spec 1 §5 Profile): served by the server's user module, called by the web's. */
export const profileRoutes = {
  updateInfo: defineRoute({
    method: 'POST',
    path: '/api/kc-user/update-info',
    body: profileForm,
    answer: z.literal(true),
  }),
  updatePassword: defineRoute({
    method: 'POST',
    path: '/api/kc-user/update-password',
    body: passwordForm,
    answer: z.literal(true),
  }),
} as const;
