/**
 * A package page's choice (secondary-areas §3) as the page prices, stocks and adds it: the
 * shopper's selections, the bundle parts they stand for and whether they pass core's check. The
 * loader computes the package's default choice on the server; the package selector (loaded only on
 * a package's page) computes every later one. So core's package rules never load on the page of a
 * product that is no package.
 */
import {
  type BundleOptionRule,
  checkPackageSelection,
  getDefaultPackageSelections,
  type PackageBundleChoice,
  type PackageOption,
  type PackageSelection,
  packageSelectionToBundle,
} from '@shop/core';

export interface PackageChoice {
  /** Per option the product and super attributes the shopper chose. */
  selections: PackageSelection[];
  /** The bundle parts the selections stand for: the page's price and stock. */
  bundle: PackageBundleChoice[];
  /** The selections as core's check normalised them; null while the choice is incomplete. */
  checked: PackageSelection[] | null;
}

/** The choice the given selections make. */
export function getPackageChoice(
  packageId: number,
  options: readonly PackageOption[],
  selections: PackageSelection[],
): PackageChoice {
  const check = checkPackageSelection(packageId, options, selections);
  return {
    selections,
    bundle: packageSelectionToBundle(options, selections),
    checked: check.ok ? check.selections : null,
  };
}

/** The choice a package page starts with, and returns to after an add to the cart. */
export function getDefaultPackageChoice(
  packageId: number,
  options: readonly PackageOption[],
  bundleOptions: readonly BundleOptionRule[],
): PackageChoice {
  return getPackageChoice(
    packageId,
    options,
    getDefaultPackageSelections(packageId, options, bundleOptions),
  );
}
