import { uniqueKey } from '@switchboard/shared';
import unhomoglyph from 'unhomoglyph';

/**
 * The TR39 skeleton (Unicode Technical Standard #39, §4): the text decomposed (NFD), each character replaced by the
 * prototype it is confusable with (confusables.txt: Cyrillic а and Greek ο → a and o; 0 → O, 1 → l, m → rn),
 * decomposed again. The table is unhomoglyph's, nodeca's package of confusables.txt 13.0 (6,311 mappings), kept
 * rather than a hand-made list of the common Latin, Cyrillic and Greek look-alikes, which would miss the rest.
 * It runs on the server only (the console never judges uniqueness), so the console's bundle does not carry it.
 */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');
const fold = (text: string) => text.toUpperCase().toLowerCase();

/**
 * THE key unique names compare by (DESIGN §10): the name's uniqueKey (NFKC, invisible characters dropped, spaces
 * collapsed, case-folded), then its skeleton, folded again (a prototype may be a capital: 0 → O). The skeleton is
 * taken of the folded name only: confusables.txt is not case-blind (capital I is l, small i is itself), so a
 * skeleton of the name as typed would tell ROBOTICS from Robotics.
 */
export const nameSkeleton = (name: string): string => fold(skeleton(uniqueKey(name))).normalize('NFC');
