// Type declarations for the hyphenation engine and its pattern files (decision 052); the packages ship none.
declare module 'hypher' {
  export interface HypherLanguage {
    id: string;
    leftmin: number;
    rightmin: number;
    patterns: Record<number, string>;
  }
  export default class Hypher {
    constructor(language: HypherLanguage);
    /** The word split at its hyphenation points. */
    hyphenate(word: string): string[];
  }
}
declare module 'hyphenation.de' {
  const language: import('hypher').HypherLanguage;
  export default language;
}
declare module 'hyphenation.ru' {
  const language: import('hypher').HypherLanguage;
  export default language;
}
