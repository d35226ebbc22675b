/** The version of the combat description format (docs/combat-format.md). */
export const COMBAT_FORMAT_VERSION = 1;
