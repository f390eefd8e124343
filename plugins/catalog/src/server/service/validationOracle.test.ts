// Atrium's entity validation against Backstage's own: about a thousand generated documents go
// through the published @backstage/catalog-model (the oracle), handed over as Backstage's
// ingestion and its POST /validate-entity hand them over, and through the checks Atrium's catalog
// runs in the same two places; every verdict (valid or invalid) must agree, except for the
// deliberate differences listed in ./validationOracle/deliberateDifferences.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { validateDocument } from '../processing/validateDocument';
import { backstageVerdict, ORACLE_LOCATION } from './validationOracle/backstageVerdict';
import {
  DELIBERATE_DIFFERENCES,
  type DeliberateDifference,
  type VerdictName,
} from './validationOracle/deliberateDifferences';
import {
  generateEntityDocuments,
  isSameChange,
  type GenerateOptions,
  type GeneratedDocument,
} from './validationOracle/generateEntityDocuments';
import { BUILTIN_KINDS } from './validationOracle/validEntities';
import { validateEntityInput } from './validateEntityInput';

const OPTIONS: GenerateOptions = {
  seed: 20240611,
  validPerKind: 8,
  combinations: 120,
  isSetApart: change => DELIBERATE_DIFFERENCES.some(d => isSameChange(d.change, change)),
};

type Check = 'ingestion' | 'validate-entity';

interface Judged {
  document: GeneratedDocument;
  backstage: Record<Check, { verdict: VerdictName; reason: string }>;
  atrium: Record<Check, { verdict: VerdictName; problems: string[] }>;
}

const verdictOf = (problems: readonly unknown[]): VerdictName =>
  problems.length === 0 ? 'valid' : 'invalid';

/** The listed difference a document shows in one check: a single change, listed for it. */
function differenceFor(judged: Judged, check: Check): DeliberateDifference | undefined {
  const [change, ...more] = judged.document.changes;
  if (!change || more.length > 0) return undefined;
  return DELIBERATE_DIFFERENCES.find(
    d => isSameChange(d.change, change) && (d.scope === 'everywhere' || d.scope === check),
  );
}

function disagreements(judged: readonly Judged[], check: Check): string[] {
  if (judged.length === 0) return ['no document was judged'];
  return judged.flatMap(entry => {
    const backstage = entry.backstage[check];
    const expected = differenceFor(entry, check)?.atrium ?? backstage.verdict;
    const { verdict, problems } = entry.atrium[check];
    if (verdict === expected) return [];
    const why = verdict === 'invalid' ? problems.join(' | ') : backstage.reason;
    return [`${entry.document.label}: Backstage ${backstage.verdict}, Atrium ${verdict} (${why})`];
  });
}

describe('entity validation gives the verdicts of Backstage catalog-model 1.10.3', () => {
  const documents = generateEntityDocuments(OPTIONS);
  const judged: Judged[] = [];

  beforeAll(async () => {
    const backstage = async (document: unknown, check: Check) => {
      const verdict = await backstageVerdict(document, check);
      return { verdict: verdictOf(verdict.valid ? [] : [verdict]), reason: verdict.reason ?? '' };
    };
    const atrium = (problems: string[]) => ({ verdict: verdictOf(problems), problems });
    for (const document of documents) {
      const ingestion = validateDocument(document.document).problems.map(p => p.message);
      judged.push({
        document,
        backstage: {
          ingestion: await backstage(document.document, 'ingestion'),
          'validate-entity': await backstage(document.document, 'validate-entity'),
        },
        atrium: {
          ingestion: atrium(ingestion),
          'validate-entity': atrium(validateEntityInput(document.document, ORACLE_LOCATION)),
        },
      });
    }
  });

  it('generates the same documents every run, valid and invalid, of every kind', () => {
    expect(generateEntityDocuments(OPTIONS)).toEqual(documents);
    expect(new Set(documents.map(d => d.label)).size).toBe(documents.length);
    expect(judged).toHaveLength(documents.length);
    for (const check of ['ingestion', 'validate-entity'] as const) {
      const valid = judged.filter(entry => entry.backstage[check].verdict === 'valid').length;
      console.log(`${check}: ${documents.length} documents, ${valid} valid to Backstage`);
    }
    for (const kind of BUILTIN_KINDS) {
      const ofKind = judged.filter(entry => entry.document.kind === kind);
      const valid = ofKind.filter(entry => entry.backstage.ingestion.verdict === 'valid');
      expect(valid.length, kind).toBeGreaterThan(10);
      expect(ofKind.length - valid.length, kind).toBeGreaterThan(10);
    }
  });

  it('POST /validate-entity accepts and refuses what Backstage accepts and refuses', () => {
    expect(disagreements(judged, 'validate-entity')).toEqual([]);
  });

  it('ingestion accepts and refuses what Backstage accepts and refuses', () => {
    expect(disagreements(judged, 'ingestion')).toEqual([]);
  });

  it.each(DELIBERATE_DIFFERENCES.map(d => [d.scope, JSON.stringify(d.change), d] as const))(
    'still differs deliberately (%s) for %s',
    (_scope, _change, difference) => {
      const shown = judged.filter(entry => {
        const [change, ...more] = entry.document.changes;
        return change && more.length === 0 && isSameChange(change, difference.change);
      });
      expect(shown.length).toBeGreaterThan(0);
      for (const entry of shown) {
        for (const check of ['ingestion', 'validate-entity'] as const) {
          const differs = difference.scope === 'everywhere' || difference.scope === check;
          const backstage = entry.backstage[check].verdict;
          const where = `${entry.document.label} (${check})`;
          if (differs) expect(backstage, where).toBe(difference.backstage);
          expect(entry.atrium[check].verdict, where).toBe(differs ? difference.atrium : backstage);
        }
      }
    },
  );
});
