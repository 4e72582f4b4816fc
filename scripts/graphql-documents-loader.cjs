/**
 * Webpack loader (next.config.ts) doing for our builds what GraphQL Code Generator's babel/SWC plugin does for its
 * client preset: each `graphql(`...`)` call becomes the document it stands for, written in place.
 *
 * Without it, `graphql()` looks its argument up in src/graphql/generated/gql.ts, a map holding every document of the
 * site, so any part of a page that talks GraphQL from the browser loaded and evaluated all of them: a 300 kB chunk
 * costing ~40 ms of main thread at full CPU speed, four times that on a mid-range phone (issue 19). Written in place,
 * a chunk carries only the documents of the modules it uses (and webpack drops the ones nothing imports). The
 * published SWC plugin is built for an older SWC than Next 15.5's and the babel plugin would turn off SWC (next/font
 * needs it), hence this small loader.
 *
 * The document is the one codegen generated (src/graphql/generated/graphql.ts), so the result equals what `graphql()`
 * returns. A document missing there (codegen not run after a change) fails the build instead of becoming `{}`.
 */
const fs = require('node:fs');
const path = require('node:path');

const GENERATED = path.resolve(__dirname, '../src/graphql/generated');
const GQL_FILE = path.join(GENERATED, 'gql.ts');
const DOCUMENTS_FILE = path.join(GENERATED, 'graphql.ts');
const GRAPHQL_IMPORT = "import { graphql } from '@/graphql/generated';\n";

let cached = { key: '', documentBySource: new Map() };

/**
 * The generated document of each document text: gql.ts maps the text to an export of graphql.ts
 * (`"<text>": types.<Export>,`), where each export is one line, `export const <Export> = {<JSON>} as unknown as ...`.
 */
function documentBySource() {
  const key = [GQL_FILE, DOCUMENTS_FILE].map((f) => fs.statSync(f).mtimeMs).join();
  if (key !== cached.key) {
    const json = new Map();
    for (const [, name, literal] of fs
      .readFileSync(DOCUMENTS_FILE, 'utf8')
      .matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm)) {
      json.set(name, literal);
    }
    const documentBySource = new Map();
    for (const [, text, name] of fs
      .readFileSync(GQL_FILE, 'utf8')
      .matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      if (json.has(name)) documentBySource.set(JSON.parse(text), json.get(name));
    }
    cached = { key, documentBySource };
  }
  return cached.documentBySource;
}

module.exports = function graphqlDocumentsLoader(source) {
  if (!source.includes(GRAPHQL_IMPORT)) return source;
  this.addDependency(GQL_FILE);
  this.addDependency(DOCUMENTS_FILE);
  const documents = documentBySource();
  const replaced = source.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, text) => {
    const document = documents.get(text);
    if (!document) {
      throw new Error(
        `${this.resourcePath}: a graphql() document is not in src/graphql/generated (run npm run codegen): ${text.trim().split('\n')[0]}`,
      );
    }
    return `(${document})`;
  });
  if (/\bgraphql\(/.test(replaced)) {
    throw new Error(`${this.resourcePath}: graphql() is called with something other than a template literal`);
  }
  return replaced.replace(GRAPHQL_IMPORT, '');
};
