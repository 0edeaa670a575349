/**
 * Writes a serialised 10,000-entry answering index (the chit-chat set's entries topped up with synthetic ones, as
 * answering.ts's scale figures use) to the file named by argv[2], for the help Lambda's cold start (cold-start.ts).
 */
import { writeFileSync } from 'node:fs';
import { AnsweringIndex } from '@switchboard/answering/answering-index';
import { loadSentenceEncoder } from '@switchboard/answering/encoder';
import { serializeIndex } from '@switchboard/answering/persistence';
import { chitChatSets } from './answering-data';
import { syntheticEntries } from './answering-synthetic';

const chitChat = chitChatSets[0]!.entries;
const entries = [...chitChat, ...syntheticEntries(10_000 - chitChat.length)];
const index = await AnsweringIndex.build(entries, { encoder: await loadSentenceEncoder() });
writeFileSync(process.argv[2]!, serializeIndex(index));
