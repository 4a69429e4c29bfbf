/**
 * The resident identity card number (居民身份证号码, GB 11643-1999): 17 digits — a 6-digit region code, the birth
 * date yyyyMMdd and a 3-digit sequence — and a check character computed over them (ISO 7064 MOD 11-2; 'X' stands for
 * 10). Spec 1 §5 "Borrower": the ID number is required and checked; a wrong check character is refused.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits. */
export const identityCheckChar = (first17: string) => {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] as number);
  return CHECK_CHARS[sum % 11] as string;
};

const isRealDate = (yyyymmdd: string) => {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** Whether `value` is a valid 18-character identity number: shape, a real birth date and the check character. */
export const isValidIdentityNumber = (value: string) => {
  const v = value.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  if (!isRealDate(v.slice(6, 14))) return false;
  return identityCheckChar(v.slice(0, 17)) === v[17];
};

/**
 * Personal information (个人信息保护法) as lists, exports and logs show it: the first 4 and the last 4 characters
 * of an ID number ('4101**********1234'), the first 3 and the last 4 digits of a phone ('138****5678').
 */
export const maskIdentityNumber = (value: string | null | undefined) =>
  value
    ? value.length <= 8
      ? '*'.repeat(value.length)
      : `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`
    : '';

export const maskPhone = (value: string | null | undefined) =>
  value
    ? value.length <= 7
      ? '*'.repeat(value.length)
      : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`
    : '';
