import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { graphql } from '@/graphql/generated';

const loader = createRequire(import.meta.url)('../../../scripts/graphql-documents-loader.cjs') as (
  this: { resourcePath: string; addDependency: (file: string) => void },
  source: string,
) => string;
const GRAPHQL_IMPORT = "import { graphql } from '@/graphql/generated';\n";
const run = (source: string) => loader.call({ resourcePath: 'test.ts', addDependency: () => undefined }, source);

/** Every document text the site passes to graphql(), from the files that import it. */
function documentTexts(): string[] {
  const files = execFileSync('git', ['grep', '-l', GRAPHQL_IMPORT.trim(), '--', 'src/*.ts', 'src/*.tsx'])
    .toString()
    .trim()
    .split('\n');
  return files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((m) => m[1]));
}

describe('graphql-documents-loader (next.config.ts)', () => {
  it('writes in place of each graphql() call the very document graphql() returns, and drops the import', () => {
    const texts = documentTexts();
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) {
      const out = run(`${GRAPHQL_IMPORT}export const Doc = graphql(\`${text}\`);\n`);
      expect(out).not.toContain('graphql');
      const literal = out.slice(out.indexOf('= (') + 3, out.lastIndexOf(');'));
      expect(JSON.parse(literal)).toEqual(graphql(text as never));
    }
  });

  it('fails the build for a document codegen has not generated, instead of shipping an empty one', () => {
    expect(() =>
      run(`${GRAPHQL_IMPORT}export const Doc = graphql(\`\n  query NotGenerated {\n    x\n  }\n\`);\n`),
    ).toThrow(/not in src\/graphql\/generated \(run npm run codegen\): query NotGenerated/);
  });

  it('leaves files that do not import graphql() as they are', () => {
    const source = "const graphql = (s: string) => s;\nexport const x = graphql('a');\n";
    expect(run(source)).toBe(source);
  });
});
