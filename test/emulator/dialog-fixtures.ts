// A small interaction model and scripted skill replies for the local Echo's Dialog tests: what the
// device does with Dialog.ElicitSlot does not depend on the real skill or the real models.
import type { ResponseEnvelope } from 'ask-sdk-model';
import type { InteractionModel } from '../../src/model/model-types';

const dialogSlot = (name: string, type: string) => ({
  name,
  type,
  confirmationRequired: false,
  elicitationRequired: false,
  prompts: {},
});

const dialogIntent = (name: string, slot: string, type: string) => ({
  name,
  delegationStrategy: 'SKILL_RESPONSE' as const,
  confirmationRequired: false,
  prompts: {},
  slots: [dialogSlot(slot, type)],
});

export const FIXTURE_MODEL: InteractionModel = {
  interactionModel: {
    languageModel: {
      invocationName: 'burst voice',
      intents: [
        { name: 'TopStoriesIntent', samples: ['play the news', 'what is new'] },
        {
          name: 'CategoryIntent',
          slots: [
            { name: 'category', type: 'CATEGORY_NAME', samples: ['{category}', 'the {category} news'] },
          ],
          samples: ['play {category}', 'play {category} news'],
        },
        {
          name: 'SearchIntent',
          slots: [{ name: 'query', type: 'AMAZON.SearchQuery', samples: ['{query}', 'about {query}'] }],
          samples: ['play bursts about {query}', 'search for {query}'],
        },
        {
          name: 'WeatherIntent',
          slots: [
            {
              name: 'station',
              type: 'SOURCE_NAME',
              samples: ['{station}', 'use {station}', 'the {station}'],
            },
          ],
          samples: ["what's the weather", 'weather from {station}'],
        },
        // In the language model but not in the dialog model.
        {
          name: 'SourceIntent',
          slots: [{ name: 'source', type: 'SOURCE_NAME' }],
          samples: ['play {source}'],
        },
        ...['Stop', 'Cancel', 'Help', 'Pause', 'Yes', 'No', 'Fallback'].map((n) => ({
          name: `AMAZON.${n}Intent`,
          samples: [],
        })),
      ],
      types: [
        {
          name: 'SOURCE_NAME',
          values: [
            { id: '101', name: { value: 'kvtr public radio', synonyms: ['kvtr'] } },
            { id: '102', name: { value: 'wbrn news radio' } },
          ],
        },
        { name: 'CATEGORY_NAME', values: [{ id: '10', name: { value: 'sports', synonyms: ['sport'] } }] },
      ],
    },
    dialog: {
      delegationStrategy: 'SKILL_RESPONSE',
      intents: [
        dialogIntent('CategoryIntent', 'category', 'CATEGORY_NAME'),
        dialogIntent('SearchIntent', 'query', 'AMAZON.SearchQuery'),
        dialogIntent('WeatherIntent', 'station', 'SOURCE_NAME'),
      ],
    },
  },
};

export const EMPTY: ResponseEnvelope = { version: '1.0', response: {} };

const ssml = (text: string) => ({ type: 'SSML' as const, ssml: `<speak>${text}</speak>` });

export function elicitSlot(
  intent: string,
  slot: string,
  opts: { speech?: string | null; reprompt?: string | null; kept?: Record<string, string> } = {},
): ResponseEnvelope {
  const speech = opts.speech === undefined ? `Which ${slot}?` : opts.speech;
  const reprompt = opts.reprompt === undefined ? `Say a ${slot}.` : opts.reprompt;
  const slots: Record<string, unknown> = { [slot]: { name: slot, confirmationStatus: 'NONE' } };
  for (const [name, value] of Object.entries(opts.kept ?? {}))
    slots[name] = { name, value, confirmationStatus: 'NONE' };
  return {
    version: '1.0',
    response: {
      ...(speech !== null ? { outputSpeech: ssml(speech) } : {}),
      ...(reprompt !== null ? { reprompt: { outputSpeech: ssml(reprompt) } } : {}),
      shouldEndSession: false,
      directives: [
        {
          type: 'Dialog.ElicitSlot',
          slotToElicit: slot,
          updatedIntent: { name: intent, confirmationStatus: 'NONE', slots },
        },
      ] as never,
    },
  };
}

/** Speech that keeps the session open (a question without a Dialog directive). */
export function question(
  text = 'Anything else?',
  reprompt: string | null = 'Anything else at all?',
): ResponseEnvelope {
  return {
    version: '1.0',
    response: {
      outputSpeech: ssml(text),
      ...(reprompt !== null ? { reprompt: { outputSpeech: ssml(reprompt) } } : {}),
      shouldEndSession: false,
    },
  };
}

export function said(text: string): ResponseEnvelope {
  return { version: '1.0', response: { outputSpeech: ssml(text), shouldEndSession: true } };
}

export function play(token: string, offsetInMilliseconds = 0): ResponseEnvelope {
  return {
    version: '1.0',
    response: {
      shouldEndSession: true,
      directives: [
        {
          type: 'AudioPlayer.Play',
          playBehavior: 'REPLACE_ALL',
          audioItem: { stream: { url: `https://audio.test/${token}.mp3`, token, offsetInMilliseconds } },
        },
      ],
    },
  };
}
