import type { de } from './de';

export const ru: typeof de = {
  meta: {
    siteName: 'Lichtblick Fotografie',
    homeTitle: 'Свадебный и портретный фотограф в Тюрингии и Саксонии',
    homeDescription:
      'Свадебная, портретная и событийная фотосъёмка в Гере, Лейпциге, Йене, Эрфурте, Хемнице и Цвиккау. Естественные кадры и личное сопровождение.',
    notFoundTitle: 'Страница не найдена',
  },
  language: {
    label: 'Язык',
    switchTo: 'Переключить язык на',
    de: 'Deutsch',
    ru: 'Русский',
    suggestion: 'Эта страница есть и на русском языке.',
    suggestionOpen: 'Читать на русском',
    suggestionDismiss: 'Закрыть подсказку',
  },
  home: {
    eyebrow: 'Фотография в Тюрингии и Саксонии',
    placeholderBody: 'Новый сайт скоро будет готов. Портфолио, услуги и онлайн-бронирование появятся совсем скоро.',
    serverNote: 'Эта страница отрисована на сервере.',
  },
  notFound: {
    title: 'Страница не найдена',
    body: 'Запрошенная страница не существует или была перемещена.',
    home: 'На главную',
  },
  failure: {
    title: 'Что-то пошло не так',
    body: 'Страницу сейчас не удалось загрузить. Пожалуйста, попробуйте ещё раз через минуту.',
    retry: 'Загрузить снова',
  },
  common: {
    loading: 'Загрузка …',
    skipToContent: 'Перейти к содержимому',
  },
  nav: {
    home: 'Главная',
    portfolio: 'Портфолио',
    about: 'Обо мне',
    services: 'Услуги',
    reviews: 'Отзывы',
    blog: 'Блог',
    contact: 'Контакты',
    booking: 'Забронировать',
    bookingShort: 'Запись',
    locations: 'Города',
    mainNav: 'Основная навигация',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
  },
  footer: {
    quickLinks: 'Быстрые ссылки',
    contact: 'Контакты',
    legal: 'Правовая информация',
    follow: 'Подписывайтесь',
    impressum: 'Выходные данные',
    privacy: 'Конфиденциальность',
    terms: 'Условия (AGB)',
    cookieSettings: 'Настройки cookie',
    rights: 'Все права защищены.',
    notSet: 'ещё не подключено',
    whatsapp: 'Написать в WhatsApp',
  },
};
