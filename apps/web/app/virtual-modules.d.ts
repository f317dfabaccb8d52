/** The paths of the page catalogue's files per locale (message-catalogue-files.ts). */
declare module 'virtual:message-catalogues' {
  const paths: Record<'nl-NL' | 'de-DE', string>;
  export default paths;
}
