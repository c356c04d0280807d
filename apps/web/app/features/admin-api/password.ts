/**
 * The new-password rules, checked before the call in the spec's order (the server checks again).
 */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: 'Пароль должен содержать минимум 8 символов',
  noDigit: 'Пароль должен содержать хотя бы одну цифру',
  noSpecial: 'Пароль должен содержать хотя бы один специальный символ: ! @ # $ % ^ & *',
  mismatch: 'Новые пароли не совпадают',
} as const;

export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < 8) return PASSWORD_RULE_MESSAGES.tooShort;
  if (!/[0-9]/.test(password)) return PASSWORD_RULE_MESSAGES.noDigit;
  if (!/[!@#$%^&*]/.test(password)) return PASSWORD_RULE_MESSAGES.noSpecial;
  if (password !== confirmation) return PASSWORD_RULE_MESSAGES.mismatch;
  return null;
}
