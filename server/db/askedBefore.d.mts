export class AskedBefore {
  constructor(max: number);
  /** Whether `text` was asked before; if not, it is remembered as asked now. */
  again(text: string): boolean;
}
