; Windows installer of the packaged game (NSIS 3).
; Built by `python build\make.py --nsis` (on Windows: the installer; on Linux: a check that the
; script compiles against the Linux bundle), which passes VERSION from engine/version.py, the one
; place the version is written, and BUNDLE and OUTFILE.

Unicode true
!ifndef VERSION
  !error "VERSION is not defined: build with python build\make.py --nsis (engine/version.py's version)"
!endif
!ifndef BUNDLE
  !define BUNDLE "dist\civ"
!endif
!ifndef OUTFILE
  !define OUTFILE "civ-${VERSION}-setup.exe"
!endif

Name "CIV: Carta Impera Victoria"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\CIV"
InstallDirRegKey HKCU "Software\CIV" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!include "MUI2.nsh"
!define MUI_ICON "${__FILEDIR__}\..\resources\icons\civ.ico"
!define MUI_UNICON "${__FILEDIR__}\..\resources\icons\civ.ico"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\civ.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "CIV" SecMain
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*"
  WriteRegStr HKCU "Software\CIV" "InstallDir" "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\CIV"
  CreateShortcut "$SMPROGRAMS\CIV\CIV.lnk" "$INSTDIR\civ.exe"
  CreateShortcut "$DESKTOP\CIV.lnk" "$INSTDIR\civ.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "DisplayName" "CIV: Carta Impera Victoria"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV" "DisplayIcon" "$INSTDIR\civ.exe"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\CIV\CIV.lnk"
  RMDir "$SMPROGRAMS\CIV"
  Delete "$DESKTOP\CIV.lnk"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\CIV"
  DeleteRegKey HKCU "Software\CIV"
SectionEnd
