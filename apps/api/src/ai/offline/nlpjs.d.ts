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
  class NormalizerEn {
    normalize(text: string): string;
  }
  class TokenizerEn {
    tokenize(text: string, normalize?: boolean): string[];
  }
  class StemmerEn {
    stem(tokens: string[]): string[];
  }
  const lang: {
    NormalizerEn: typeof NormalizerEn;
    TokenizerEn: typeof TokenizerEn;
    StemmerEn: typeof StemmerEn;
  };
  export default lang;
}
