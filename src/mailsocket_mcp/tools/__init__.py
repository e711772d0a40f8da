"""What an agent calls: the registry, result shapes, fences, and one package per toolset."""
