import { officeOperations as ops, type PrivacySettings } from '@app/contracts';
import { call, callFile } from '../admin-api/call';
import { saveBlob } from '../admin-api/save-file';

/** The privacy calls of the office (ADR 027), each an operation of the contracts (ADR 043). */
export const findPerson = (email: string, name: string) => call(ops.person, { query: { email, name } });
export const erasePerson = (email: string, name: string) => call(ops.erasePerson, { body: { email, name } });
export const retentionPlan = () => call(ops.retention);
export const runRetention = () => call(ops.runRetention);
export const privacySettings = () => call(ops.privacySettings);
export const savePrivacySettings = (value: PrivacySettings) => call(ops.savePrivacySettings, { body: value });

/** The person's ZIP (a private file: fetched with the token), saved under `name`. */
export async function downloadPersonZip(email: string, name: string, fileName: string): Promise<void> {
  saveBlob(fileName, await callFile(ops.personExport, { query: { email, name } }));
}
