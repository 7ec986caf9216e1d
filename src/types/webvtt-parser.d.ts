// webvtt-parser (the W3C's webvtt.js) ships no types: just the part this project uses.
declare module 'webvtt-parser' {
  export interface WebVTTError {
    message: string;
    /** 1-based; for an error in cue text, the line after that cue's text. */
    line: number;
    /** 1-based; within the line, or within the cue's text for cue text errors. */
    col?: number;
  }

  /** A node of a cue's parsed text: text (escapes undone), a tag with children, or a timestamp. */
  export interface WebVTTNode {
    type: 'text' | 'object' | 'timestamp';
    /** The text, a tag's annotation (`<v Anna>`), or a timestamp in seconds. */
    value?: string | number;
    name?: string;
    children?: WebVTTNode[];
  }

  export interface WebVTTCue {
    id: string;
    /** Seconds. */
    startTime: number;
    endTime: number;
    /** The cue's text as written (tags and escapes included). */
    text: string;
    tree: { children: WebVTTNode[] };
  }

  export class WebVTTParser {
    /** `entities`: the character references it knows, keyed "&name;" (its own table lacks the ";"). */
    constructor(entities?: Record<string, string>);
    /**
     * Never throws: what does not conform is in `errors`. Mode "metadata" skips checking cue text;
     * any other (or none) checks it too; "chapters" also refuses tags and timestamps in it.
     * Cues come back sorted by start time.
     */
    parse(
      input: string,
      mode?: string,
    ): { cues: WebVTTCue[]; errors: WebVTTError[]; time: number; styles: string[] };
  }
}
