/** What the offers feature shares with other features: nothing (the app's router imports its page). */
export {};
