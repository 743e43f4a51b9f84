/** What the home feature shares with other features: nothing yet (the app's router imports its pages). */
export {};
