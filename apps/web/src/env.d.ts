/** The id of the build this code belongs to (see build/build-info-plugin.ts). */
declare const __BUILD_ID__: string;
