/**
 * The Russian names of the fields the API may refuse, for the office's messages ("Заголовок
 * (нем.): не более 300 символов."): the owner reads the name of the field, never its path. A
 * `_de`/`_ru` suffix names the language; a nested path ("tariffs.0.price") is named by its last
 * known part; a path the office does not know is shown as it is.
 */
const LABELS: Record<string, string> = {
  title: 'Заголовок',
  name: 'Название',
  description: 'Описание',
  excerpt: 'Краткое описание',
  content: 'Текст',
  text: 'Текст',
  author: 'Автор',
  tags: 'Теги',
  image: 'Изображение',
  images: 'Фотографии',
  thumbnail: 'Миниатюра',
  hero_image: 'Изображение в шапке',
  hero_title: 'Заголовок в шапке',
  hero_subtitle: 'Подзаголовок в шапке',
  category: 'Категория',
  slug: 'Адрес (slug)',
  email: 'E-mail',
  phone: 'Телефон',
  message: 'Сообщение',
  rating: 'Оценка',
  service: 'Услуга',
  price: 'Цена',
  features: 'Преимущества',
  conditions: 'Условия',
  tariffs: 'Тарифы',
  services: 'Услуги',
  date: 'Дата',
  time: 'Время',
  note: 'Заметка',
  file: 'Файл',
  url: 'Адрес (URL)',
  file_url: 'Файл',
  filename: 'Имя файла',
  sort_order: 'Порядок',
  meta_keywords: 'Ключевые слова',
  contact_text: 'Текст о контакте',
  site_name: 'Название сайта',
  site_description: 'Описание сайта',
  wedding_expertise: 'Текст о свадебной съёмке',
  contact_email: 'E-mail для связи',
  contact_phone: 'Телефон для связи',
  contact_address: 'Адрес',
  contact_hours: 'Часы работы',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'LinkedIn',
  sender_email: 'E-mail отправителя',
  sender_password: 'Пароль приложения',
  admin_email: 'E-mail для уведомлений',
  smtp_server: 'SMTP-сервер',
  smtp_port: 'Порт SMTP',
  google_analytics_id: 'ID Google Analytics',
  company: 'Компания',
  street: 'Улица',
  city: 'Город',
  country: 'Страна',
  vatId: 'Номер плательщика НДС (USt-IdNr.)',
  responsiblePerson: 'Ответственный за содержание',
  username: 'Имя пользователя',
  password: 'Пароль',
  current_password: 'Текущий пароль',
  new_password: 'Новый пароль',
  capacity: 'Вместимость',
  duration_minutes: 'Длительность',
  min_notice_days: 'Минимальный срок',
  max_horizon_days: 'Горизонт бронирования',
  start_date: 'Дата начала',
  end_date: 'Дата окончания',
  reason: 'Причина',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  code: 'Код',
  approved: 'Одобрен',
  published: 'Опубликовано',
  featured: 'На главной',
  active: 'Активна',
  status: 'Статус',
  read: 'Прочитано',
  icon: 'Значок',
  location: 'Место',
  client_name: 'Имя клиента',
  notes: 'Заметки',
  publish_at: 'Время публикации',
  favourites_min: 'Минимум избранных',
  favourites_max: 'Максимум избранных',
  watermark_logo: 'Водяной знак (логотип)',
  people: 'Кто изображён',
  guardians: 'Законные представители',
};

const LANGUAGE: Record<string, string> = { de: 'нем.', ru: 'рус.' };

export function fieldLabel(path: string): string {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? '';
    const known = LABELS[part];
    if (known) return known;
    const match = /^(.+)_(de|ru)$/.exec(part);
    const base = match ? LABELS[match[1] ?? ''] : undefined;
    if (match && base) return `${base} (${LANGUAGE[match[2] ?? '']})`;
  }
  return path;
}
