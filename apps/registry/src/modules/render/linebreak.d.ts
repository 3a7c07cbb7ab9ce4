// The slice of linebreak 1.x (Unicode line breaking, UAX #14) this service uses; pdfmake
// finds its words with the same package, and it ships no types.
declare module "linebreak" {
  interface Break {
    /** Where the line may break: the next word starts here (UTF-16 index). */
    position: number;
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
