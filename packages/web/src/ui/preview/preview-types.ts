/** A file the preview overlay can show: an image or a PDF. `type` is its MIME type. */
export type PreviewFile = { url: string; filename: string; type: string };

export type PreviewApi = {
  /** Opens the overlay on `files`, showing the one at `index`. */
  open: (files: readonly PreviewFile[], index?: number) => void;
  close: () => void;
};
