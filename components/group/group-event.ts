/** Said when this browser joins or leaves a table's group, so the top bar follows at once. */
export const GROUP_CHANGED_EVENT = 'ordering:group';
