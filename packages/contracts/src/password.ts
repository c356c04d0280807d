/**
 * The rules for a new admin password, shared by the settings form (checked before the call) and
 * the server (checked again). The spec's order: length, digit, special character, confirmation;
 * then a maximum length and a refusal of passwords every attacker tries first.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const PASSWORD_MESSAGES = {
  tooShort: 'Пароль должен содержать минимум 8 символов',
  noDigit: 'Пароль должен содержать хотя бы одну цифру',
  noSpecial: 'Пароль должен содержать хотя бы один специальный символ: ! @ # $ % ^ & *',
  mismatch: 'Новые пароли не совпадают',
  tooLong: 'Пароль не должен быть длиннее 128 символов',
  tooCommon: 'Этот пароль слишком распространён и легко угадывается, выберите другой',
} as const;

/** Passwords that satisfy the rules above and still appear at the top of every leaked-password list. */
const COMMON_PASSWORDS = new Set(
  [
    'Passwort1!',
    'Passwort123!',
    'Password1!',
    'Password123!',
    'P@ssw0rd1!',
    'Qwerty123!',
    'Qwertz123!',
    'Admin123!',
    'Admin1234!',
    'Welcome1!',
    'Willkommen1!',
    'Hallo123!',
    'Sommer2024!',
    'Sommer2025!',
    'Sommer2026!',
    'Winter2025!',
    'Winter2026!',
    'Letmein1!',
    'Iloveyou1!',
    'Abc12345!',
    'Abcd1234!',
    '12345678!',
    '12345678!a',
    '123456789!',
    '1234567890!',
    '1q2w3e4r!',
    '1q2w3e4r5t!',
    'Fotograf1!',
    'Lichtblick1!',
  ].map((p) => p.toLowerCase()),
);

const DIGIT = /[0-9]/;
const SPECIAL = /[!@#$%^&*]/;

/**
 * Returns the message of the first rule the new password breaks, or null when it is acceptable.
 * `confirmation` is checked only when given (the form has it, the API has not).
 */
export function passwordProblem(password: string, confirmation?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!DIGIT.test(password)) return PASSWORD_MESSAGES.noDigit;
  if (!SPECIAL.test(password)) return PASSWORD_MESSAGES.noSpecial;
  if (confirmation !== undefined && confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}
