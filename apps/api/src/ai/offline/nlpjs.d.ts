// NLP.js ships no type declarations: the parts the offline mentor's classifier uses.
declare module '@nlpjs/neural' {
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    train(corpus: { input: Record<string, number>; output: Record<string, number> }[]): {
      iterations: number;
      error: number;
    };
    run(input: Record<string, number>): Record<string, number> | undefined;
  }
}

declare module '@nlpjs/lang-en-min' {
  const lang: {
    NormalizerEn: new () => { normalize(text: string): string };
    TokenizerEn: new () => { tokenize(text: string, normalize?: boolean): string[] };
    StemmerEn: new () => { stem(tokens: string[]): string[] };
  };
  export default lang;
}
