/** A number the message gave a group in place of the dossier's own (R0987, R0007). */
export interface Renumbered {
  readonly path: string;
  readonly element: string;
  readonly from: number;
  readonly to: number;
}
