// The public paths of the Express host; the deploy step writes them into the manifest.
export const ALEXA_PATH = '/alexa';
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';
