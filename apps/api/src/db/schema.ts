import type { Generated } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL (ADR 002): booleans are integers 0/1,
 * timestamps ISO 8601 UTC text, lists and nested objects JSON text.
 */
type Flag = number;
type Json = string;

interface Stamped {
  created_at: string;
  updated_at: string;
}

export interface AdminUserTable extends Stamped {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  /** Incremented on log-out and password change; tokens carry it and older ones are refused. */
  token_version: Generated<number>;
  /** The confirmed TOTP secret, encrypted ('' = no second factor). */
  totp_secret: Generated<string>;
  /** A TOTP secret being set up, encrypted, until its first code confirms it. */
  totp_pending: Generated<string>;
  /** The last time step a code was accepted for (each code works once). */
  totp_last_step: Generated<number | string | bigint>;
}

export interface PortfolioCategoryTable extends Stamped {
  id: string;
  slug: string;
  name_de: string;
  name_ru: string;
  active: Flag;
  sort_order: number;
}

export interface PortfolioItemTable extends Stamped {
  id: string;
  /** Unique; the project page's address `/portfolio/{slug}` (migration 014). */
  slug: string;
  title_de: string;
  title_ru: string;
  description_de: string;
  description_ru: string;
  category: string;
  featured: Flag;
  tags: Json;
  image: string;
  /** JSON list of photos `{url, alt_de, alt_ru, caption_de, caption_ru}`, the cover first (migration 017). */
  images: Json;
  thumbnail: string;
  /** The owner's order of the projects, 0 first (migration 017). */
  position: Generated<number>;
  /** The home page's order of the featured projects; null when not featured (migration 017). */
  featured_position: number | null;
  /** not_needed | required | obtained | withdrawn; public only when not_needed or obtained (migration 017a). */
  consent_status: Generated<string>;
  /** JSON `{date, note, people: [{name, minor, guardians}], withdrawn_at}` (migration 017a). */
  consent: Generated<Json>;
  /** The shooting date YYYY-MM-DD, '' when not given (migration 023). */
  shot_on: Generated<string>;
  /** Where it was shot, German and Russian ('' when not given; migration 023). */
  place_de: Generated<string>;
  place_ru: Generated<string>;
}

export interface BlogPostTable extends Stamped {
  id: string;
  title_de: string;
  title_ru: string;
  excerpt_de: string;
  excerpt_ru: string;
  content_de: string;
  content_ru: string;
  image: string;
  thumbnail: string;
  author: string;
  published: Flag;
  tags: Json;
  /** 'text' (plain, paragraphs at newlines) or 'html' (sanitised editor output). */
  content_format: string;
  /** Its own address `/blog/{slug}`; NULL: `/blog/{German title}-{id}`. Unique. */
  slug: string | null;
  /** ISO UTC: public once this has passed (and `published`). */
  publish_at: string;
  seo_title_de: string;
  seo_title_ru: string;
  seo_description_de: string;
  seo_description_ru: string;
}

export interface ReviewTable extends Stamped {
  id: string;
  name: string;
  email: string;
  rating: number;
  service: string;
  text_de: string;
  text_ru: string;
  approved: Flag;
}

export interface ContactMessageTable extends Stamped {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  read: Flag;
}

export interface BookingRequestTable extends Stamped {
  id: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  /** Slot start (HH:MM, Berlin) or ''. */
  time: string;
  /** ISO end of a pending request's hold, '' when it holds nothing. */
  hold_until: string;
  lang: string;
  /** The owner's private note. */
  note: string;
  service: string;
  service_name: string;
  tariff: string;
  tariff_name: string;
  message: string;
  status: string;
  read: Flag;
  /** Set when an erasure kept this request because the law requires it: the date it may go. */
  retain_until: string | null;
  /** When the visitor confirmed their address through the mailed link; null while unconfirmed (ADR 038). */
  email_confirmed_at: string | null;
  /** sha256 (hex) of the confirmation link's token; '' once used. */
  confirm_token_hash: Generated<string>;
  /** The requesting address as the limits count it (IPv4, or an IPv6 /64); '' for older requests. */
  client_ip: Generated<string>;
  /** SEQUENCE of the last `.ics` the client received (null: none yet); ADR 045. */
  calendar_sequence: number | null;
  /** Where the shoot is, when known ('' otherwise). */
  location: Generated<string>;
  /** JSON list of the moves: `{at, from_date, from_time, to_date, to_time}`. */
  history: Generated<string>;
  /** When the owner was warned that the hold runs out; null: not yet. */
  hold_warned_at: string | null;
  /** `visitor` (the public form) or `owner` (entered in the desk). */
  origin: Generated<string>;
  /** JSON of the state before the owner's last decision while it can be undone (ADR 051); null otherwise. */
  decision_undo: string | null;
}

export interface LocationTable extends Stamped {
  id: string;
  name: string;
  /** The Russian name ('' = the German name is shown on Russian pages too). */
  name_ru: string;
  slug: string;
  title_de: string;
  title_ru: string;
  description_de: string;
  description_ru: string;
  content_de: string;
  content_ru: string;
  hero_subtitle_de: string;
  hero_subtitle_ru: string;
  hero_image: string;
  contact_text_de: string;
  contact_text_ru: string;
  meta_keywords_de: string;
  meta_keywords_ru: string;
  active: Flag;
  sort_order: number;
}

export interface DocumentTable extends Stamped {
  id: string;
  name_de: string;
  name_ru: string;
  description_de: string;
  description_ru: string;
  filename_de: string;
  file_url_de: string;
  file_size_de: number | null;
  filename_ru: string;
  file_url_ru: string;
  file_size_ru: number | null;
  filename: string;
  file_url: string;
  file_size: number | null;
  active: Flag;
  sort_order: number;
}

/** One back-office change (issue 20 item 4). */
export interface AuditEntryTable {
  id: string;
  at: string;
  actor_id: string;
  actor: string;
  action: string;
  method: string;
  route: string;
  record_type: string;
  record_id: string | null;
  record_label: string | null;
  /** JSON list of {field, before, after}. */
  changes: string;
}

export interface SettingTable {
  key: string;
  value: Json;
  updated_at: string;
  /** Grows by one with every write of the section (optimistic concurrency, ADR 024). */
  version: Generated<number>;
}

export interface NewsletterSubscriberTable {
  id: string;
  /** Lower-case, trimmed. */
  email: string;
  created_at: string;
  /** pending (sign-up mailed, not confirmed) | confirmed | unsubscribed */
  status: string;
  lang: string;
  /** The consent text's version agreed to at sign-up. */
  consent_version: string;
  /** SHA-256 of the confirmation link's token ('' once used). */
  confirm_token_hash: string;
  /** SHA-256 of the unsubscribe link's token ('' before confirmation). */
  unsubscribe_token_hash: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  updated_at: string;
}

export interface PasswordResetTokenTable {
  id: string;
  admin_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface IdempotencyRecordTable {
  key: string;
  status: number;
  body: string;
  /** SHA-256 of the request body the key was first used with; null on records from before it was kept. */
  request_hash: string | null;
  created_at: string;
}

export interface MediaTable {
  id: string;
  kind: 'image' | 'document';
  /** Public URL: the main JPEG variant of an image, the file of a document. */
  url: string;
  original_name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** A tiny blurred preview as a data: URI ('' for documents). */
  placeholder: string;
  /** JSON list of {url, width, height, format}. */
  variants: Json;
  avif_status: 'pending' | 'done' | 'failed' | 'none';
  created_at: string;
}

export interface GalleryTable {
  id: string;
  title_de: string;
  title_ru: string;
  client_name: string;
  client_email: string;
  booking_id: string | null;
  /** The secret of the client link /g/{token} (192 random bits, url-safe base64). */
  link_token: string;
  /** scrypt hash of the optional password; null: no password. */
  password_hash: string | null;
  /** ISO time after which the link answers 410; null: never. */
  expires_at: string | null;
  cover_photo_id: string | null;
  /** Wrong passwords since `unlock_window_start` (rate limit per gallery). */
  unlock_failures: number;
  unlock_window_start: string | null;
  /** What the client may download: nothing, web-size previews or the originals. */
  downloads: 'off' | 'web' | 'original';
  created_at: string;
  updated_at: string;
  /** Favourites a visitor must pick at least / may pick at most to submit (null: no limit). */
  favourites_min: number | null;
  favourites_max: number | null;
  /** Burned into the previews ('' = no watermark); never into the originals. */
  watermark_text: string;
  /** 1: the studio logo is the watermark instead of the text (ADR 029); 0: the text (or none). */
  watermark_logo: number;
  /** Raised by every re-render of the previews: part of their URLs (cache busting). */
  preview_version: number;
  /** The client's language (mails): de or ru. */
  language: 'de' | 'ru';
  /** Days before expiry the client is reminded (0 = never); when that mail was queued. */
  reminder_days: number;
  reminder_sent_at: string | null;
  /** How the photos are ordered (ADR 053): by capture time, by file name, or as the owner arranged them. */
  photo_order: 'captured' | 'name' | 'manual';
  /** JSON `{ camera: seconds }` added to that camera's capture times. */
  camera_offsets: string;
  /** The consent-ledger row of the client's opt-in to public use; when it was withdrawn. */
  publication_consent_id: string | null;
  publication_withdrawn_at: string | null;
  /** sha256 of the secret in the pending confirmation mail's link (issue 33; null: none pending). */
  publication_request_hash: string | null;
  publication_requested_at: string | null;
  /** The language the client asked in (the mail's and the ledger row's). */
  publication_request_lang: 'de' | 'ru' | null;
  /** When the client's mailbox confirmed the opt-in in force (null: none, or given before that rule). */
  publication_confirmed_at: string | null;
  /** Downloaded originals: `remove` (default) strips the GPS position, `keep` sends them as uploaded (ADR 046). */
  originals_gps: 'remove' | 'keep';
}

export interface GalleryPhotoTable {
  id: string;
  gallery_id: string;
  original_name: string;
  /** Extension of the stored original (jpg, png, webp, avif), from its detected type. */
  original_ext: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  placeholder: string;
  /** JSON list of {file, width, height, format}: preview files in the photo's private folder. */
  preview_files: Json;
  sort_order: number;
  created_at: string;
  /** The gallery's `preview_version` its previews were rendered with (behind: a re-render is due). */
  preview_version: number;
  /** `processing` until its first previews are rendered (in the background, ADR 046), then `ready`; `failed`: tried again hourly. */
  state: 'processing' | 'ready' | 'failed';
  /** The tus upload that made it (null: before ADR 046). */
  upload_id: string | null;
  /** sha256 (hex) of the original: the same bytes under the same name are one photo of a gallery. */
  content_hash: string | null;
  /** EXIF DateTimeOriginal as ISO 8601 wall time (+ sub-seconds, offset when the camera wrote them); null: none. */
  captured_at: string | null;
  /** The camera body (make, model, the serial's last four characters); null: not written. */
  camera: string | null;
}

/** A finished tus upload, kept for a week (ADR 046): a HEAD after a lost answer gets "complete". */
export interface GalleryUploadDoneTable {
  /** The tus upload id. */
  id: string;
  gallery_id: string;
  /** The photo it made (or the same photo uploaded before). */
  photo_id: string;
  /** Its length in bytes (Upload-Offset = Upload-Length). */
  size: number;
  /** The tus metadata as JSON ({gallery_id, filename}). */
  metadata: string;
  finished_at: string;
}

export interface GalleryFavouriteTable {
  /** For the privacy tools (migration 024); the key is (gallery, visitor, photo). */
  id: string;
  gallery_id: string;
  photo_id: string;
  /** The name the visitor typed (trimmed; compared as stored). */
  visitor: string;
  created_at: string;
}

/** A visitor's submitted selection: their favourites are locked until the owner reopens it. */
export interface GallerySelectionTable {
  id: string;
  gallery_id: string;
  /** The name the visitor typed (as in gallery_favourite). */
  visitor: string;
  photo_count: number;
  submitted_at: string;
}

/** A gallery's counters: page views of the client page and downloads (no addresses, no visitors). */
export interface GalleryStatTable {
  gallery_id: string;
  visits: number;
  zip_downloads: number;
  photo_downloads: number;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  /** Reply-To address ('' for none): the visitor who sent the form. */
  reply_to: string;
  /** pending | sent | failed */
  status: string;
  /** JSON list of {filename, content, contentType} (text attachments: the .ics of a booking). */
  attachments: string;
  /** What the mail belongs to ('booking-reminder:<id>'), so it can be withdrawn; '' for none. */
  ref: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string;
  /** Why the last attempt failed, for the office ('mail.auth_failed'); '' while nothing failed. */
  error_code: string;
  /** The visitor mail kind (mail.kinds.ts); '' for the owner's own mails. */
  kind: Generated<string>;
  /** The normalised mailbox this mail counts against (the per-mailbox cap); '' when not counted. */
  mailbox: Generated<string>;
  /** JSON list of the URLs the HTML part may turn into links (the site's own; never visitor text). */
  links: Generated<string>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookingClaimTable {
  /** `diary:<from>-<to>` (minutes of the day the booking takes, ADR 045); before it `day:<service>` or `slot:<service>:<HH:MM>`. */
  resource: string;
  date: string;
  seat: number;
  booking_id: string;
}

export interface BlockedRangeTable extends Stamped {
  id: string;
  start_date: string;
  end_date: string;
  reason: string;
}

/** One of the owner's private calendars (ADR 050); `secret_url` is a secret. */
export interface BusyFeedTable extends Stamped {
  id: string;
  secret_url: string;
  masked_url: string;
  etag: string;
  last_modified: string;
  last_sync_at: string | null;
  last_success_at: string | null;
  last_error: string;
  last_error_status: number | null;
}

/** A part of a Berlin day one of the owner's calendars says she is busy (no title). */
export interface BusyIntervalTable {
  feed_id: string;
  date: string;
  start_minute: number;
  end_minute: number;
  all_day: number;
}

/** One consent text as shown (ADR 027): found again by the SHA-256 of purpose, language, text and settings. */
export interface ConsentTextVersionTable {
  id: string;
  hash: string;
  purpose: string;
  lang: string;
  text: string;
  /** JSON: the privacy settings in force (the periods the privacy page stated then). */
  settings: Json;
  created_at: string;
}

/** One record of a public form: what the visitor agreed to, when, in which language. */
/** One person by normalised address (ADR 049): the office's opaque id and the owner's note. */
export interface ClientTable {
  id: string;
  email: string;
  note: Generated<string>;
  note_updated_at: string | null;
  created_at: string;
}

export interface ConsentTable {
  id: string;
  purpose: string;
  email: string;
  record_table: string;
  record_id: string;
  text_version_id: string;
  lang: string;
  given_at: string;
  retain_until: string | null;
}

/** A sign-in failure counted across instances (ADR 032); rows leave the window after 15 minutes. */
export interface ThrottleFailureTable {
  id: string;
  key: string;
  at: string;
}

/** A public form counter of one address and route, counted across instances (ADR 032). */
export interface RateCounterTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** The version of what public answers show; every instance clears its caches when it moves (ADR 032). */
export interface CacheVersionTable {
  scope: string;
  version: number;
}

/** Background work one instance holds until `expires_at` (ADR 032). */
export interface LeaseTable {
  job: string;
  holder: string;
  expires_at: string;
}

export interface Database {
  admin_user: AdminUserTable;
  portfolio_category: PortfolioCategoryTable;
  portfolio_item: PortfolioItemTable;
  blog_post: BlogPostTable;
  review: ReviewTable;
  contact_message: ContactMessageTable;
  booking_request: BookingRequestTable;
  booking_claim: BookingClaimTable;
  blocked_range: BlockedRangeTable;
  busy_feed: BusyFeedTable;
  busy_interval: BusyIntervalTable;
  location: LocationTable;
  document: DocumentTable;
  setting: SettingTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  password_reset_token: PasswordResetTokenTable;
  idempotency_record: IdempotencyRecordTable;
  media: MediaTable;
  gallery: GalleryTable;
  gallery_photo: GalleryPhotoTable;
  gallery_upload_done: GalleryUploadDoneTable;
  gallery_favourite: GalleryFavouriteTable;
  gallery_selection: GallerySelectionTable;
  gallery_stat: GalleryStatTable;
  outbox: OutboxTable;
  consent: ConsentTable;
  client: ClientTable;
  consent_text_version: ConsentTextVersionTable;
  audit_entry: AuditEntryTable;
  throttle_failure: ThrottleFailureTable;
  rate_counter: RateCounterTable;
  cache_version: CacheVersionTable;
  lease: LeaseTable;
}
