/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address behind the Contact Us button; the button is hidden without it. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
