import { type GalleryAdminDetail, type GalleryDeliveryMail, gallerySendSchema } from '@app/contracts';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { OfficeForm, OfficeFormFooter } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { notify } from '../admin-ui/notice';
import { btn, Modal, TextArea } from '../admin-ui/ui';
import { previewGalleryMail, sendGallery } from './api';

/**
 * «Отправить клиенту» (issue 36 item 5): the mail that gives the client the gallery's link, in the
 * client's language, with the owner's own line; she reads it before it goes, and may send it again.
 */
export function SendGallery({ gallery }: { gallery: GalleryAdminDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${btn.primary} mt-3`}
        disabled={!gallery.client_email}
        title={gallery.client_email ? undefined : 'Сначала укажите e-mail клиента'}
        onClick={() => setOpen(true)}
      >
        <Send className="size-4" aria-hidden /> Отправить клиенту
      </button>
      {gallery.client_email ? null : (
        <p className="mt-1 text-xs text-stone-600">Чтобы отправить ссылку письмом, укажите e-mail клиента.</p>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Отправить галерею клиенту" wide>
        {open ? <SendForm gallery={gallery} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function SendForm({ gallery, onDone }: { gallery: GalleryAdminDetail; onDone: () => void }) {
  const form = useOfficeForm({
    schema: gallerySendSchema,
    initial: { message: '' },
    errorPrefix: 'Не удалось отправить письмо: ',
    onSubmit: async (value) => {
      const sent = await sendGallery(gallery.id, value.message);
      notify.success(`Письмо отправлено: ${sent.to}`);
      onDone();
    },
  });
  const message = form.field('message').value;
  const [preview, setPreview] = useState<GalleryDeliveryMail | null>(null);
  const [previewError, setPreviewError] = useState('');
  // The mail as it will go, read again a moment after the owner stops typing.
  useEffect(() => {
    let stale = false;
    const timer = window.setTimeout(() => {
      previewGalleryMail(gallery.id, message)
        .then((mail) => {
          if (stale) return;
          setPreview(mail);
          setPreviewError('');
        })
        .catch((e: unknown) => {
          if (!stale) setPreviewError(errorMessage(e));
        });
    }, 400);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [gallery.id, message]);
  return (
    <OfficeForm form={form}>
      <p className="text-sm text-stone-700">
        Кому: <span className="font-medium">{gallery.client_email}</span> · письмо на{' '}
        {gallery.language === 'ru' ? 'русском' : 'немецком'}. Пароль в письмо не попадает: сообщите его отдельно.
      </p>
      <TextArea
        label="Личное сообщение клиенту (необязательно)"
        rows={3}
        hint="Вставляется в письмо как есть, отдельным абзацем."
        {...form.field('message')}
      />
      <section aria-label="Предпросмотр письма" className="rounded border border-stone-200 bg-stone-50 p-3 text-sm">
        {preview ? (
          <>
            <p className="font-medium">{preview.subject}</p>
            <pre className="mt-2 font-sans whitespace-pre-wrap break-words text-stone-800">{preview.text}</pre>
          </>
        ) : previewError ? (
          <p className="text-red-800">Предпросмотр не загрузился: {previewError}</p>
        ) : (
          <p className="text-stone-600">Готовим предпросмотр…</p>
        )}
      </section>
      <OfficeFormFooter form={form} onCancel={onDone} submitLabel="Отправить письмо" busyLabel="Отправляем…" />
    </OfficeForm>
  );
}
