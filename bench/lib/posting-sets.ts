// The posting sets written for issue 15, by name: tune halves guide the engine's changes, unseen halves and
// sets are only measured (bench/match-quality.ts, bench/title-company-reshaped.ts).

import { eighteenthUnseenPostings } from '../../packages/engine/eval/eighteenth-unseen-postings.ts'
import { eighthUnseenPostings } from '../../packages/engine/eval/eighth-unseen-postings.ts'
import { eleventhUnseenPostings } from '../../packages/engine/eval/eleventh-unseen-postings.ts'
import { fifteenthUnseenPostings } from '../../packages/engine/eval/fifteenth-unseen-postings.ts'
import { fifthUnseenPostings } from '../../packages/engine/eval/fifth-unseen-postings.ts'
import { fourteenthUnseenPostings } from '../../packages/engine/eval/fourteenth-unseen-postings.ts'
import { fourthUnseenPostings } from '../../packages/engine/eval/fourth-unseen-postings.ts'
import { freshPostings } from '../../packages/engine/eval/fresh-postings.ts'
import { moreTunePostings } from '../../packages/engine/eval/more-tune-postings.ts'
import { nineteenthUnseenPostings } from '../../packages/engine/eval/nineteenth-unseen-postings.ts'
import { ninthUnseenPostings } from '../../packages/engine/eval/ninth-unseen-postings.ts'
import { seventeenthUnseenPostings } from '../../packages/engine/eval/seventeenth-unseen-postings.ts'
import { seventhUnseenPostings } from '../../packages/engine/eval/seventh-unseen-postings.ts'
import { sixteenthUnseenPostings } from '../../packages/engine/eval/sixteenth-unseen-postings.ts'
import { sixthUnseenPostings } from '../../packages/engine/eval/sixth-unseen-postings.ts'
import { tenthUnseenPostings } from '../../packages/engine/eval/tenth-unseen-postings.ts'
import { thirdUnseenPostings } from '../../packages/engine/eval/third-unseen-postings.ts'
import { thirteenthUnseenPostings } from '../../packages/engine/eval/thirteenth-unseen-postings.ts'
import { twelfthUnseenPostings } from '../../packages/engine/eval/twelfth-unseen-postings.ts'
import { twentiethUnseenPostings } from '../../packages/engine/eval/twentieth-unseen-postings.ts'
import { twentyFifthUnseenPostings } from '../../packages/engine/eval/twenty-fifth-unseen-postings.ts'
import { twentyFirstUnseenPostings } from '../../packages/engine/eval/twenty-first-unseen-postings.ts'
import { twentyFourthUnseenPostings } from '../../packages/engine/eval/twenty-fourth-unseen-postings.ts'
import { twentySecondUnseenPostings } from '../../packages/engine/eval/twenty-second-unseen-postings.ts'
import { twentyThirdUnseenPostings } from '../../packages/engine/eval/twenty-third-unseen-postings.ts'
import type { UnseenPosting } from '../../packages/engine/eval/unseen-postings.ts'
import { unseenPostings } from '../../packages/engine/eval/unseen-postings.ts'

export const postingSets: Record<string, UnseenPosting[]> = {
  tune: unseenPostings.filter((p) => p.half === 'tune'),
  // Twelve tune postings of a third round, labelled before the engine read them.
  tune2: moreTunePostings,
  // The second unseen set until the fourth round, when the lead made it a tune set.
  'tune-was-fresh': freshPostings,
  unseen: unseenPostings.filter((p) => p.half === 'unseen'),
  // A third unseen set, written at the end of the third round; only reported.
  unseen3: thirdUnseenPostings,
  // A fourth set (29 new occupations in board shapes), written by a helper who had not read the engine, split
  // in file order after its first run: odd postings tune the engine, even ones are only reported.
  tune4: fourthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen4: fourthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A fifth set (30 new occupations, weighted to hard title/company shapes) by a writer who had not read the
  // engine, labelled before its first run; halves alternate in file order.
  tune5: fifthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen5: fifthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A sixth set (30 new occupations over fifteen fields, skills stated literally and in paraphrase) by a writer
  // who had not read the engine, labelled before its first run; halves alternate in file order.
  tune6: sixthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen6: sixthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A seventh set (40 new occupations over twenty fields, more title/company shapes: agencies, franchisees,
  // class codes, board headers) by a writer who had not read the engine, labelled before its first run.
  tune7: seventhUnseenPostings.filter((p) => p.half === 'tune'),
  unseen7: seventhUnseenPostings.filter((p) => p.half === 'unseen'),
  // An eighth set (40 new occupations, 24 with the title or employer away from the first line: slogans, brands
  // and parents, departments, agencies, titles only in a sentence) by a writer who had not read the engine.
  tune8: eighthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen8: eighthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A ninth set (30 new occupations, board shapes mixed as an ordinary week's) held out whole: measured, never read.
  unseen9: ninthUnseenPostings,
  // A tenth set (40 new occupations over 24 fields, 32 with the title or employer away from the first line) by a
  // writer who had not read the engine, labelled before its first run; halves alternate in file order.
  tune10: tenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen10: tenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // An eleventh set (40 new occupations over 24 fields, 29 with the title or employer away from the first line) by
  // a writer who had not read the engine, labelled before its first run; halves alternate in file order.
  tune11: eleventhUnseenPostings.filter((p) => p.half === 'tune'),
  unseen11: eleventhUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twelfth set (40 new occupations over 28 fields and 11 countries, 35 with the title away from the first line)
  // by a writer who had not read the engine, labelled before its first run; halves alternate in file order.
  tune12: twelfthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen12: twelfthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A thirteenth set (40 new occupations over 32 fields and 14 countries, 32 with the title or employer away from
  // the first line) by a writer who had not read the engine, held out whole until its first run at the end of the
  // fifteenth session; halves alternate in file order since the seventeenth.
  tune13: thirteenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen13: thirteenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A fourteenth set (40 new occupations over 29 fields and 16 countries, 34 with the title or employer away from
  // the first line, some in a second-language English) by a writer who had not read the engine, held out whole
  // until its first run at the end of the sixteenth session; halves alternate in file order since the seventeenth.
  tune14: fourteenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen14: fourteenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A fifteenth set (40 new occupations over 29 fields, 32 with the title or employer away from the first line, 9
  // in a second-language English) by a writer who had not read the engine, held out whole until its first run at
  // the end of the seventeenth session; halves alternate in file order since the eighteenth.
  tune15: fifteenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen15: fifteenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A sixteenth set (40 new occupations over 33 fields and 17 countries, 36 with the title or employer away from
  // the first line, 10 in a second-language English) by a writer who had not read the engine, its benches or other
  // sets' postings, labelled before any run and held out whole until its first run at the end of the eighteenth session; halves
  // alternate in file order since the nineteenth.
  tune16: sixteenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen16: sixteenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A seventeenth set (40 new occupations over 40 fields and 27 countries, 35 with the title or employer away from
  // the first line, 10 in a second-language English) by a writer who had not read the engine, its benches or other
  // sets' postings, labelled before any run and held out whole until its first run at the nineteenth session's close;
  // halves alternate in file order since.
  tune17: seventeenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen17: seventeenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // An eighteenth set (40 new occupations over 36 fields and 31 countries, 34 with neither the title nor the employer
  // on the first line, 16 in a second-language English) by a writer who had not read the engine, its benches or other
  // sets' postings, labelled before any run; held out whole until its first run at the twentieth session's close,
  // halves alternating in file order since.
  tune18: eighteenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen18: eighteenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A nineteenth set (40 new occupations over 35 fields and 30 countries, 36 with neither the title nor the employer
  // on the first line, 19 in a second-language English) by a writer who had not read the engine, its benches or other
  // sets' postings, labelled before any run; held out whole until its first run at the twenty-first session's close,
  // halves alternating in file order since.
  tune19: nineteenthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen19: nineteenthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twentieth set (40 new occupations over 40 fields and 32 countries, 37 with neither the title nor the employer
  // on the first line, 18 in a second-language English) by a writer who had not read the engine, its benches or other
  // sets' postings, labelled before any run; held out whole until its first run at the twenty-second session's start,
  // halves alternating in file order since.
  tune20: twentiethUnseenPostings.filter((p) => p.half === 'tune'),
  unseen20: twentiethUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twenty-first set (40 new occupations over 40 fields and 33 countries, 38 with neither the title nor the
  // employer on the first line, 24 in a second-language English) by a writer who had not read the engine, its benches
  // or other sets' postings, labelled before any run; first run at the twenty-third session's start, halves
  // alternating in file order since.
  tune21: twentyFirstUnseenPostings.filter((p) => p.half === 'tune'),
  unseen21: twentyFirstUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twenty-second set (40 new occupations over 40 fields and 35 countries, none with the title or the employer on
  // the first line, 28 in a second-language English) by a writer who had not read the engine, its benches or other
  // sets' postings, labelled before any run; first run at the twenty-fourth session's start, halves alternating in
  // file order since.
  tune22: twentySecondUnseenPostings.filter((p) => p.half === 'tune'),
  unseen22: twentySecondUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twenty-third set (40 common occupations, each in a specialty or setting no earlier set names, 34 in the
  // English-speaking markets most users live in, 36 without both the title and the employer on the first line, 12
  // in a second-language English) by a writer who had not read the engine, its benches or other sets' postings,
  // labelled before any run; first run at the twenty-fifth session's start, halves alternating in file order since.
  tune23: twentyThirdUnseenPostings.filter((p) => p.half === 'tune'),
  unseen23: twentyThirdUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twenty-fourth set (40 common occupations over 40 fields, each in a specialty or setting no earlier set names, 32
  // in the markets most users live in, none with both the title and the employer on the first line, 8 in a
  // second-language English) by a writer who had not read the engine, its benches or other sets' postings, labelled
  // before any run; first run at the twenty-ninth session, halves alternating in file order.
  tune24: twentyFourthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen24: twentyFourthUnseenPostings.filter((p) => p.half === 'unseen'),
  // A twenty-fifth set (40 common occupations over 40 fields, each in a specialty or setting no earlier set names, 32
  // in the markets most users live in, none with both the title and the employer on the first line, 8 in a
  // second-language English) by a writer who had not read the engine, its benches or other sets' postings, labelled
  // before any run; first run at the thirty-first session's start, halves alternating in file order.
  tune25: twentyFifthUnseenPostings.filter((p) => p.half === 'tune'),
  unseen25: twentyFifthUnseenPostings.filter((p) => p.half === 'unseen'),
}

/** The tune halves only: what a reading may be tuned on. */
export const tunePostings = Object.entries(postingSets)
  .filter(([name]) => name.startsWith('tune'))
  .flatMap(([, postings]) => postings)
