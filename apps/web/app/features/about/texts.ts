import { defineTexts } from '../../i18n/texts';

const de = {
  metaTitle: 'Über mich',
  metaDescription:
    'Fotograf aus Thüringen mit über 10 Jahren Erfahrung, mehr als 500 Projekten und 300 zufriedenen Kundinnen und Kunden.',
  eyebrow: 'Über mich',
  title: 'Hinter der Kamera',
  intro: [
    'Ich fotografiere Menschen, wie sie sind: in ruhigen Momenten, im Lachen zwischen zwei Bildern, in dem Augenblick, den man erst später zu schätzen weiß.',
    'Seit über zehn Jahren begleite ich Hochzeiten, Familien, Unternehmen und Veranstaltungen in Thüringen und Sachsen. Mein Stil ist natürlich und unaufdringlich, mit viel Gefühl für Licht und Details.',
    'Jedes Projekt beginnt mit einem Gespräch. Ich möchte verstehen, was Ihnen wichtig ist, damit am Ende Bilder entstehen, die wirklich zu Ihnen passen.',
  ],
  imageAlt: 'Porträt des Fotografen',
  stats: [
    { value: '10+', label: 'Jahre Erfahrung' },
    { value: '500+', label: 'Projekte' },
    { value: '300+', label: 'zufriedene Kunden' },
  ],
  quote: 'Ein gutes Foto zeigt nicht, wie etwas aussah, sondern wie es sich angefühlt hat.',
  quoteLabel: 'Meine Philosophie',
  skillsTitle: 'Schwerpunkte',
  skills: { wedding: 'Hochzeiten', portrait: 'Porträts', architecture: 'Architektur', events: 'Events' },
  cta: 'Termin anfragen',
};

export const aboutTexts = defineTexts({
  de,
  ru: {
    metaTitle: 'Обо мне',
    metaDescription: 'Фотограф из Тюрингии: более 10 лет опыта, свыше 500 проектов и 300 довольных клиентов.',
    eyebrow: 'Обо мне',
    title: 'По ту сторону камеры',
    intro: [
      'Я фотографирую людей такими, какие они есть: в тихие моменты, в смехе между кадрами, в мгновения, ценность которых понимаешь позже.',
      'Больше десяти лет я снимаю свадьбы, семьи, компании и мероприятия в Тюрингии и Саксонии. Мой стиль естественный и ненавязчивый, с вниманием к свету и деталям.',
      'Каждый проект начинается с разговора. Мне важно понять, что ценно для вас, чтобы в итоге получились фотографии, которые действительно вам подходят.',
    ],
    imageAlt: 'Портрет фотографа',
    stats: [
      { value: '10+', label: 'лет опыта' },
      { value: '500+', label: 'проектов' },
      { value: '300+', label: 'довольных клиентов' },
    ],
    quote: 'Хорошая фотография показывает не то, как всё выглядело, а то, что вы чувствовали.',
    quoteLabel: 'Моя философия',
    skillsTitle: 'Направления',
    skills: { wedding: 'Свадьбы', portrait: 'Портреты', architecture: 'Архитектура', events: 'Мероприятия' },
    cta: 'Запросить дату',
  },
});

/** The spec's fixed skill levels. */
export const SKILLS = [
  { key: 'wedding', value: 95 },
  { key: 'portrait', value: 90 },
  { key: 'architecture', value: 85 },
  { key: 'events', value: 88 },
] as const;
