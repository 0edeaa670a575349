import { voiceIntentRepository } from './catalogue-repository';

/** The platform's voice intents (the catalogue's own records), as the connections' intent lists read them. */
export const allVoiceIntents = () => voiceIntentRepository.all('platform');
