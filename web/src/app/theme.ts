import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components Oneway renders (issue 11
 * item 5: the full set is ~114 kB of the first chunk). A component added to the app needs its
 * recipe here, or it renders unstyled.
 */
const defaultConfig = mergeConfigs(defaultBaseConfig, {
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * WCAG AA text contrast (4.5:1) on white: Chakra's default teal solid (teal.600) gives white
 * button text 3.7:1 and its error red (red.500: error messages, required asterisks) 3.8:1.
 * Oneway uses teal.700 (7.7:1) and red.600 (4.8:1). Likewise the success and warning toasts
 * (green.solid, orange.solid = green.600, orange.600) give their white text 3.3:1 and 3.6:1;
 * green.700 and orange.700 give 6.8:1 and 7.9:1 (dark mode's orange has black text already).
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
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } },
        },
      },
    },
  },
});
