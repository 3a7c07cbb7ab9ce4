// The long tail of the synthetic register's names: rare surnames (and street names) composed
// from parts in each tradition's own shapes – English place-name surnames (Ashford,
// Thornbury), Scottish and Irish Mac/Mc/O' names, Māori and Pacific words of consonant-vowel
// syllables with long vowels marked by macrons, Chinese syllables, South Indian compounds,
// Germanic and Nordic compounds with their diacritics. Each part list is short; their
// combinations number in the thousands, so most composed names are rare, as in a register.
import { pick, type Rng } from "./weighted.ts";

const englishRoots =
  "Ash Black Brad Brook Bur Cald Carl Chat Craw Cul Dal Dun East Ed Fair Farn Glad Gold Hals Hart Hay Hol Kings Lang Lind Mar Mid Mor Nor Oak Pem Ral Red Ring Rock Rus Shel South Stan Stock Sud Thorn Wal West Whit Win Wood Wy Ald Bar Ben Brack Brom Chel Cran Dar Elm Fen Gar Ham Hen Her Kel Kirk Lock Mal Mill Mos New Pen Pres Rad Raw Sal Sel Sher Sid Tam Tol War Wel Wim Yar".split(
    " ",
  );
const englishEndings =
  "ford ley ton wood well worth by ham field ridge stone combe more den shaw gate hill land bury wick croft brook cott dale man er ing low wright sley".split(
    " ",
  );
const gaelicStems =
  "Allister Bride Carthy Donald Dougall Farlane Gregor Intosh Intyre Kay Kenna Kenzie Lean Leod Millan Namara Neil Pherson Queen Rae Kinnon Laren Ewan Gill".split(
    " ",
  );
const irishStems =
  "Brien Connor Donnell Hara Keefe Leary Neill Reilly Sullivan Toole Dwyer Shea".split(" ");
const patronymicStems =
  "Robert David Richard Peter Nichol Dick Gib Harri Ander Thom Stephen Mat Hud Jamie Ellis".split(
    " ",
  );

/** Ashford, MacKenzie, O'Leary, Robertson … */
export function composeEnglishSurname(rng: Rng): string {
  const shape = rng();
  if (shape < 0.14) return `${pick(rng, ["Mac", "Mc"])}${pick(rng, gaelicStems)}`;
  if (shape < 0.22) return `O'${pick(rng, irishStems)}`;
  if (shape < 0.32) return `${pick(rng, patronymicStems)}son`;
  return `${pick(rng, englishRoots)}${pick(rng, englishEndings)}`;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One word of (consonant) vowel syllables, a long vowel marked with a macron now and then. */
function syllableWord(
  rng: Rng,
  parts: { consonants: readonly string[]; syllables: [number, number]; longVowels: number },
): string {
  const short = ["a", "e", "i", "o", "u"];
  const long = ["ā", "ē", "ī", "ō", "ū"];
  const [min, max] = parts.syllables;
  const count = min + Math.floor(rng() * (max - min + 1));
  let word = "";
  for (let s = 0; s < count; s++) {
    const vowel = Math.floor(rng() * short.length);
    word += pick(rng, parts.consonants) + (rng() < parts.longVowels ? long : short)[vowel];
  }
  return capitalise(word);
}

const maoriConsonants = ["", "h", "k", "m", "n", "ng", "p", "r", "t", "w", "wh", "t", "r", "k"];

/** Tūhoro, Ngārimu, Te Whakarongo … (`article`: chance of a leading "Te "). */
export function composeMaoriName(rng: Rng, options: { article: number }): string {
  const word = syllableWord(rng, {
    consonants: maoriConsonants,
    syllables: [2, 4],
    longVowels: 0.15,
  });
  return rng() < options.article ? `Te ${word}` : word;
}

const pacificConsonants = [
  "",
  "f",
  "l",
  "m",
  "n",
  "p",
  "s",
  "t",
  "v",
  "g",
  "h",
  "k",
  "t",
  "l",
  "f",
];

/** Faleolo, Tuimavave, Faʻasalele … */
export function composePacificName(rng: Rng): string {
  const word = syllableWord(rng, {
    consonants: pacificConsonants,
    syllables: [3, 4],
    longVowels: 0.08,
  });
  // The glottal stop (ʻokina) before a vowel, as in Faʻasavalu.
  return rng() < 0.12 ? word.replace(/([aeiou])([aeiou])/, "$1ʻ$2") : word;
}

const pinyinInitials = "b p m f d t n l g k h j q x zh ch sh r z c s y w".split(" ");
const pinyinFinals =
  "a ai an ang ao e ei en eng ong i ia ian iang iao ie in ing iu u uan ui un uo".split(" ");

/** A rare one-syllable Chinese surname in pinyin: Qiao, Zhuo, Lian … */
export function composePinyinSurname(rng: Rng): string {
  return capitalise(pick(rng, pinyinInitials) + pick(rng, pinyinFinals));
}

const indianStems =
  "Venkat Ragh Bal Subr Ram Krish Chand Nat Shan Sriv Gop Mur Sund Vij Pad Rag Siv Har".split(" ");
const indianEndings =
  "araman akrishnan avan anathan aswamy amurthy araj esh ani alingam asekar an".split(" ");

/** Venkataraman, Sivakrishnan … */
export function composeIndianSurname(rng: Rng): string {
  return `${pick(rng, indianStems)}${pick(rng, indianEndings)}`;
}

const germanicRoots =
  "Berg Stein Lind Hof Wald Feld Brun Kühl Schön Grün Roß Weiß Holm Sjö Ström Fjell Dahl Möll Jäger Bäck Öst Nord Sand Eng Hög".split(
    " ",
  );
const germanicEndings =
  "mann er hof berg stein feld haus ström gård sen qvist bauer lund wald".split(" ");

/** Grünfeld, Lindström, Schönberg … */
export function composeContinentalSurname(rng: Rng): string {
  return `${pick(rng, germanicRoots)}${pick(rng, germanicEndings)}`;
}
