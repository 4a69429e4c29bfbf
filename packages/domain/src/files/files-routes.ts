import { defineRoute } from '../shared/route';
import { attachUploaded, frontUploaded } from './answers';

/**
 * The uploads (文件): served by the server's files module. Both take a multipart form (field `file`, and `type` for
 * uploadFileForFront), which the handler reads itself, so the contracts declare no body: the web sends FormData to
 * the contract's path.
 */
export const fileRoutes = {
  /** An attachment: images, PDF and Word, at most 5 MB. */
  attach: defineRoute({
    method: 'POST',
    path: '/api/kc-resource/oss/endpoint/put-file-attach',
    answer: attachUploaded,
  }),
  /** An ID photo, licence or logo (type 1 ID front, 2 ID back, 3 licence, 4 logo) with what was recognised on it. */
  front: defineRoute({
    method: 'POST',
    path: '/api/kc-ludan/v1/frontApi/upload/uploadFileForFront',
    answer: frontUploaded,
  }),
} as const;
