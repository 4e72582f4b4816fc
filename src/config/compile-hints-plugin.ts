// Puts V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`, at the top of every browser
// chunk (issue 19). V8 then compiles all of a chunk's functions while the file streams in, on a background thread,
// instead of compiling each one on the main thread the first time it is called. A chunk is webpack modules wrapped in
// functions that run when the page starts or when a lazy part arrives, so nearly all of them are called on load.
// Browsers without the hint read a comment.
// Not on React's framework chunk: a page loaded again, whose scripts V8 takes from its code cache, runs slower with the
// hint. In one Lighthouse run (mobile, median of 5, TBT), hint on every chunk / on none / on all but framework, leaving
// React's chunk out took back about half of that and kept the first visit as fast: the warm /my-ev 305 / 192 / 246 ms;
// the cold /test-ride/book 157 / 215 / 89 ms, /shop/accessories 3 / 100 / 37 ms. A later run (median of 3) did not
// confirm the warm gain (/my-ev 358 ms without the hint on framework, 243 with it): the spread between runs here is
// as large as the effect, so measure again with more runs before changing this.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a browser asset gets the hint: every JavaScript chunk but React's framework chunk. */
export function takesCompileHint(assetName: string): boolean {
  return /^static\/chunks\/.*\.js$/.test(assetName) && !/^static\/chunks\/framework-[^/]*\.js$/.test(assetName);
}

/** The parts of webpack's API this plugin uses (Next types its compiled webpack as `any`). */
type Source = unknown;
interface Compilation {
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, fn: (assets: Record<string, Source>) => void): void;
    };
  };
  updateAsset(name: string, update: (source: Source) => Source): void;
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}
/** The `webpack` Next hands to next.config's webpack function: its own compiled copy. */
export interface NextWebpack {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
  sources: { ConcatSource: new (...parts: (string | Source)[]) => Source };
}

export class CompileHintsPlugin {
  constructor(private readonly webpack: NextWebpack) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment, and before the content hashes are computed, so a chunk's
        // file name still names its content.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!takesCompileHint(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
