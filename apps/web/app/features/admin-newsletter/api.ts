import { type NewsletterStatus, officeOperations as ops } from '@app/contracts';
import { call, callFile } from '../admin-api/call';
import { saveBlob } from '../admin-api/save-file';

/** The newsletter calls of the office, each an operation of the contracts (ADR 043). */
export const listSubscribers = (status: NewsletterStatus) => call(ops.subscribers, { query: { status, limit: 500 } });
export const deleteSubscriber = (id: string) => call(ops.deleteSubscriber, { params: { id } });

/** The confirmed subscribers as CSV (the API's file, saved as it came). */
export async function downloadSubscribersCsv(): Promise<void> {
  saveBlob('newsletter-subscribers.csv', await callFile(ops.subscribersCsv));
}
