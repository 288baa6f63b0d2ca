import { createSystem, defaultConfig } from '@chakra-ui/react';

/**
 * WCAG AA text contrast (4.5:1) on white: Chakra's default teal solid (teal.600) gives white
 * button text 3.7:1 and its error red (red.500: error messages, required asterisks) 3.8:1.
 * Oneway uses teal.700 (7.7:1) and red.600 (4.8:1).
 */
export const system = createSystem(defaultConfig, {
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        teal: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
        },
      },
    },
  },
});
