// The `espeak-ng` package (eSpeak NG compiled to WebAssembly) ships no types: what the voice spec uses of it.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }): Promise<ESpeakNgModule>;
}
