// Scenes
