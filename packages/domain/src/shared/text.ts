import { z } from 'zod';

/**
 * Text the product keeps never carries control characters: PostgreSQL refuses NUL outright, and the other C0
 * controls, DEL and half a UTF-16 surrogate pair are never typed by a person (a lone half would be stored as
 * U+FFFD, silently changing the text). Multi-line text keeps tab, line feed and carriage return.
 */
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** The first position of a refused character, or -1: C0 controls but `kept`, DEL, and unpaired surrogate halves. */
const refusedAt = (v: string, kept: (c: number) => boolean) => {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c < 0x20 && !kept(c)) || c === 0x7f) return i;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = v.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
};

/** Whether free text carries a character no text field accepts (tab and line breaks allowed). */
export const hasControlChars = (v: string) => refusedAt(v, (c) => c === TAB || c === LF || c === CR) >= 0;
/** Whether one line of text (a name, a code, a file name) carries a control character, tab or line break included. */
export const hasLineControlChars = (v: string) => refusedAt(v, () => false) >= 0;

/** The words every control-character refusal ends with, so a client (and the error handler) can recognise it. */
export const CONTROL_CHARS_REFUSAL = '不能包含控制字符';

/** '企业名称不能包含控制字符'; without a label the caller names the field. */
export const controlCharsMessage = (label?: string) => `${label ?? ''}${CONTROL_CHARS_REFUSAL}`;

/**
 * One line of text, the base of every single-line string field (names, codes, numbers, tokens): chain the field's
 * own rules on it (`lineText('企业名称').trim().max(50, …)`).
 */
export const lineText = (label?: string, params?: z.core.$ZodStringParams) =>
  z.string(params).refine((v) => !hasLineControlChars(v), controlCharsMessage(label));

/** Free text that may span lines (remarks, opinions, business scope, article content). */
export const multilineText = (label?: string, params?: z.core.$ZodStringParams) =>
  z.string(params).refine((v) => !hasControlChars(v), controlCharsMessage(label));
