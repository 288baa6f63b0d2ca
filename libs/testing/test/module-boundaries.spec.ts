import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The layer rules of eslint.config.mjs, proven on fixtures: each fixture's text is linted as
// if it sat at the path given, through the ESLint CLI the CI runs.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../..');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/lint', name), 'utf8');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

function lintAs(filePath: string, text: string): LintMessage[] {
  let out: string;
  try {
    out = execFileSync(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--format', 'json', '--stdin', '--stdin-filename', filePath],
      { cwd: root, input: text, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
    );
  } catch (err) {
    // ESLint exits 1 when it reports errors; its JSON is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { messages: LintMessage[] }[])[0]!.messages;
}

const rulesOf = (messages: LintMessage[]) => messages.map((m) => m.ruleId);

describe('module boundaries (lint)', () => {
  // The boundary rule reads Nx's project graph and skips itself (with a warning on stdout) when
  // none is cached: build it first, as `npm run lint` does, so a fresh checkout tests the rule.
  beforeAll(() => {
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  });

  it('a domain file importing infrastructure fails lint', () => {
    const messages = lintAs(
      'services/marketplace/src/domain/shipment/boundary-fixture.ts',
      fixture('domain-imports-infrastructure.ts.txt'),
    );
    expect(messages).toContainEqual(
      expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('no other layer') }),
    );
  });

  it('a domain file importing a package other than @oneway/contracts fails lint', () => {
    const messages = lintAs(
      'services/payments/src/domain/escrow/boundary-fixture.ts',
      fixture('domain-imports-driver.ts.txt'),
    );
    expect(rulesOf(messages)).toContain('no-restricted-imports');
  });

  it('a domain file using only its own files and @oneway/contracts passes', () => {
    const messages = lintAs(
      'services/marketplace/src/domain/handoff/boundary-fixture.ts',
      fixture('domain-pure.ts.txt'),
    );
    expect(rulesOf(messages)).not.toContain('no-restricted-imports');
  });

  it('interface code importing the domain directly fails lint', () => {
    const messages = lintAs(
      'services/payments/src/interface/rpc/boundary-fixture.ts',
      fixture('interface-imports-domain.ts.txt'),
    );
    expect(rulesOf(messages)).toContain('no-restricted-imports');
  });

  it('gateway interface code importing an adapter (infrastructure) directly fails lint', () => {
    const messages = lintAs(
      'services/gateway/src/interface/http/identity/boundary-fixture.ts',
      fixture('gateway-interface-imports-infrastructure.ts.txt'),
    );
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('not the domain or infrastructure'),
      }),
    );
  });

  it('a web feature importing another feature fails lint, by alias and by relative path', () => {
    const messages = lintAs(
      'web/src/features/trips/components/boundary-fixture.tsx',
      fixture('web-feature-imports-feature.tsx.txt'),
    ).filter((m) => m.ruleId === 'no-restricted-imports');
    expect(messages).toHaveLength(2);
    expect(messages[0]!.message).toContain('does not import another feature');
  });

  it('new DomainError( outside the error catalogue fails lint', () => {
    const messages = lintAs(
      'services/marketplace/src/application/boundary-fixture.ts',
      fixture('inline-domain-error.ts.txt'),
    );
    expect(rulesOf(messages)).toContain('no-restricted-syntax');
  });
});
