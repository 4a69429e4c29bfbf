import { defineRefusals } from './errors';
import { commonMessages } from './messages';

/** Refusals of an upload, whatever it is for; the type and size messages are the calling screen's (spec 1 §5, §9). */
export const uploadRefusals = defineRefusals('upload', {
  missing: [400, commonMessages.uploadMissing],
  wrongType: [400, (message: string) => message],
  tooLarge: [400, (message: string) => message],
  empty: [400, commonMessages.uploadEmpty],
  contentMismatch: [400, commonMessages.uploadContentMismatch],
  malformed: [400, commonMessages.uploadMalformed],
  kindInvalid: [400, commonMessages.uploadKindInvalid],
});
