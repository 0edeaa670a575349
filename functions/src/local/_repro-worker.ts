import { loadSentenceEncoder } from '../services/help/answering';
const t = Date.now();
try {
  const encoder = await loadSentenceEncoder();
  const v = await encoder.embed(['hello there', 'how do I reset my password']);
  console.log('ok', v.length, Date.now() - t, 'ms');
} catch (e) {
  console.log('FAILED', (e as Error).stack);
}
